/** `text` parsed, or undefined when it is not JSON (what a client or the wire may send). */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
};
