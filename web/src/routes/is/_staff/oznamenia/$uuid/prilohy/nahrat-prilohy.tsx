import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { LIMITS } from '../../../../../../../../shared/api/limits';
import { PRILOHA_MSG, PRILOHA_TYPES } from '../../../../../../../../shared/api/oznamenia';
import { AddFilesForm } from '../../../../../../components/upload/add-files-form';
import type { FileRules } from '../../../../../../components/upload/upload-state';
import { attachPrilohy, oznamenieQuery, prilohyQuery, removeTempPriloha, uploadPriloha } from '../../../../../../features/oznamenia/oznamenia-api';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

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
  return (
    <AddFilesForm
      title="Pridanie príloh"
      subtitle={`Oznámenie ${o.kod}`}
      backLink={
        <Link className="govuk-back-link" to="/is/oznamenia/$uuid/prilohy" params={{ uuid }}>
          Späť
        </Link>
      }
      id="prilohy"
      label="Prílohy"
      hint="Súbory .doc, .docx, .pdf alebo .txt, najviac 15 MB na súbor."
      rules={RULES}
      upload={uploadPriloha}
      remove={removeTempPriloha}
      attach={(session, names) => attachPrilohy(uuid, session, names)}
      successMessage={PRILOHA_MSG.pridana}
      onAttached={async () => {
        await queryClient.invalidateQueries({ queryKey: prilohyQuery(uuid).queryKey });
        await navigate({ to: '/is/oznamenia/$uuid/prilohy', params: { uuid } });
      }}
    />
  );
}
