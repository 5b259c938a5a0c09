import { useSyncExternalStore } from 'react';
import { getStatusMessages, subscribeStatusMessages } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { ErrorSummary } from '../error-summary';

/** Success and error messages of the last calls on this page (cleared on navigation). */
export function StatusMessages() {
  const { successes, errors } = useSyncExternalStore(subscribeStatusMessages, getStatusMessages, getStatusMessages);
  return (
    <>
      {successes.length > 0 && (
        <div className="es-notification" role="status" aria-labelledby="status-success-title">
          <h2 className="es-notification__title govuk-body" id="status-success-title">
            {COMMON_TEXTS.successTitle}
          </h2>
          <div className="es-notification__content">
            {successes.map((s) => (
              <p className="govuk-body govuk-!-margin-bottom-0" key={s}>
                {s}
              </p>
            ))}
          </div>
        </div>
      )}
      <ErrorSummary errors={errors} />
    </>
  );
}
