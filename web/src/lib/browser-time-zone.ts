/** The reader's IANA time zone, sent with exports so that their times and file names read as the reader's clock. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
