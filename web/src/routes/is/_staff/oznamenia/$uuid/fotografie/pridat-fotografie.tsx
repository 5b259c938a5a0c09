import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { LIMITS } from '../../../../../../../../shared/api/limits';
import { OZNAMENIE_MSG } from '../../../../../../../../shared/api/oznamenia';
import { PHOTO_TYPES, WIZARD_MSG } from '../../../../../../../../shared/api/web-oznamenie';
import { AddFilesForm } from '../../../../../../components/upload/add-files-form';
import type { FileRules } from '../../../../../../components/upload/upload-state';
import { attachFotografie, fotografieQuery, oznamenieQuery, removeTempFotografia, uploadFotografia } from '../../../../../../features/oznamenia/oznamenia-api';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

const RULES: FileRules = { accept: PHOTO_TYPES, maxBytes: LIMITS.fileBytes, messages: { type: WIZARD_MSG.photoType, size: WIZARD_MSG.photoSize } };

/** /is/oznamenia/{uuid}/fotografie/pridat-fotografie – 'Pridanie fotografie' (spec part 1 §2, §5; the wizard's upload component). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/fotografie/pridat-fotografie')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)),
  head: () => pageHead('Pridanie fotografie'),
  component: PridatFotografie,
});

function PridatFotografie() {
  const { uuid } = Route.useParams();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <AddFilesForm
      title="Pridanie fotografie"
      subtitle={`Oznámenie ${o.kod}`}
      backLink={
        <Link className="govuk-back-link" to="/is/oznamenia/$uuid/fotografie" params={{ uuid }}>
          Späť
        </Link>
      }
      id="fotografie"
      label="Fotografie"
      hint="Formát JPG alebo PNG, najviac 15 MB na súbor."
      rules={RULES}
      upload={uploadFotografia}
      remove={removeTempFotografia}
      attach={(session, names) => attachFotografie(uuid, session, names)}
      successMessage={OZNAMENIE_MSG.fotoPridana}
      onAttached={async () => {
        await queryClient.invalidateQueries({ queryKey: fotografieQuery(uuid).queryKey });
        await navigate({ to: '/is/oznamenia/$uuid/fotografie', params: { uuid } });
      }}
    />
  );
}
