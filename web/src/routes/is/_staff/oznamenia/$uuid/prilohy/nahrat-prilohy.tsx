import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LIMITS } from '../../../../../../../../shared/api/limits';
import { PRILOHA_MSG, PRILOHA_TYPES } from '../../../../../../../../shared/api/oznamenia';
import { FileUploader, useFileUploader } from '../../../../../../components/upload/file-uploader';
import { type FileRules, isBusy, readyNames } from '../../../../../../components/upload/upload-state';
import { isApiError } from '../../../../../../lib/api-client';
import { attachPrilohy, oznamenieQuery, prilohyQuery, removeTempPriloha, uploadPriloha } from '../../../../../../features/oznamenia/oznamenia-api';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';
import { clearStatusMessages, showApiError, showSuccess } from '../../../../../../lib/status-messages';
import { M } from '../../../../../../messages';

const RULES: FileRules = { accept: PRILOHA_TYPES, maxBytes: LIMITS.fileBytes, messages: { type: PRILOHA_MSG.type, size: PRILOHA_MSG.size } };

/** /is/oznamenia/{uuid}/prilohy/nahrat-prilohy – 'Pridanie príloh' (spec part 1 §2, §5; the wizard's upload component). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/prilohy/nahrat-prilohy')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)),
  head: () => pageHead('Pridanie príloh'),
  component: NahratPrilohy,
});

function NahratPrilohy() {
  const { uuid } = Route.useParams();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // one upload session per visit of the page
  const [session] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const uploader = useFileUploader({
    initial: [],
    rules: RULES,
    upload: uploadPriloha(session),
    remove: removeTempPriloha(session),
    errorMessage: (e) => (isApiError(e) ? (e.fieldErrors[0]?.message ?? e.generalErrors[0]) : undefined),
    onAccepted: () => setError(undefined),
  });
  const ready = readyNames(uploader.items);

  const pridat = async () => {
    clearStatusMessages();
    setBusy(true);
    try {
      await attachPrilohy(uuid, session, ready);
      await queryClient.invalidateQueries({ queryKey: prilohyQuery(uuid).queryKey });
      showSuccess(PRILOHA_MSG.pridana, { afterNavigation: true });
      await navigate({ to: '/is/oznamenia/$uuid/prilohy', params: { uuid } });
    } catch (e) {
      if (isApiError(e) && e.fieldErrors[0]) setError(e.fieldErrors[0].message);
      else showApiError(e, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link className="govuk-back-link" to="/is/oznamenia/$uuid/prilohy" params={{ uuid }}>
        Späť
      </Link>
      <h1 className="govuk-heading-l">Pridanie príloh</h1>
      <p className="govuk-body">Oznámenie {o.kod}</p>
      <FileUploader id="prilohy" label="Prílohy" hint="Súbory .doc, .docx, .pdf alebo .txt, najviac 15 MB na súbor." error={error} controller={uploader} rules={RULES} />
      {/* spec part 1 §5: the final button only when no file is still waiting */}
      {ready.length > 0 && !isBusy(uploader.items) && (
        <button type="button" className="govuk-button" onClick={pridat} disabled={busy} aria-disabled={busy}>
          Pridať
        </button>
      )}
    </>
  );
}
