/** Business limits (spec part 1 §9, part 2 §9). One definition for web and server. */
export const LIMITS = {
  text: 255,
  longText: 1000,
  ico: 8,
  ciselnikLabel: 100,
  fileBytes: 15728640,
} as const;

/** Standard UUID, versions 1 to 5 (spec part 1 §5). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
