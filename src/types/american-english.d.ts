// american-english ships no types: a UK -> US map (from tysto.com's list) and its reverse.
declare module 'american-english' {
  const spelling: {
    us_spelling: Record<string, string>;
    uk_spelling: Record<string, string>;
  };
  export default spelling;
}
