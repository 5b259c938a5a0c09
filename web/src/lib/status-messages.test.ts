import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { clearStatusMessages, getStatusMessages, onNavigation, showApiError, showSuccess } from './status-messages';

beforeEach(() => {
  onNavigation();
  clearStatusMessages();
});

describe('status messages', () => {
  it('a general error clears success messages', () => {
    showSuccess('Údaje boli úspešne uložené.');
    showApiError(new ApiError(400, ['Chyba.']), 'x');
    expect(getStatusMessages()).toEqual({ successes: [], errors: ['Chyba.'] });
  });

  it('are cleared on navigation', () => {
    showSuccess('Údaje boli úspešne uložené.');
    onNavigation();
    expect(getStatusMessages()).toEqual({ successes: [], errors: [] });
  });

  it('a message for the next page survives exactly one navigation', () => {
    showSuccess('Oznámenie bolo zrušené.', { afterNavigation: true });
    expect(getStatusMessages().successes).toEqual([]);
    onNavigation();
    expect(getStatusMessages().successes).toEqual(['Oznámenie bolo zrušené.']);
    onNavigation();
    expect(getStatusMessages().successes).toEqual([]);
  });

  it('ignores errors the client turned into a redirect', () => {
    showApiError(new ApiError(403, ['x']), 'y');
    expect(getStatusMessages().errors).toEqual([]);
  });
});
