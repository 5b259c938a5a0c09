/** Handler module for the synthetic routes of the stack-size test (never bundled there). */
export const handler = async () => ({ statusCode: 204 });
