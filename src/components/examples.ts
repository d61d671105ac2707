// The example phrases the help sheet and the explainer score live on the device. A model test
// checks that they still show the marks their text describes.

/** Help: one guess that shows every mark against one phrase. */
export const HELP_EXAMPLE = { target: 'dogs asleep by the fire', guess: 'the dog sleeping by fire' } as const;

/** /info: guesses from a paraphrase to nonsense, and the answer itself, against one phrase. */
export const INFO_EXAMPLES = {
  target: 'a cat sleeping on sofa',
  guesses: ['kitten napping on the couch', 'cats sleep on a sofa', 'a dog playing fetch outside', 'quarterly tax forms are due', 'A cat sleeping on sofa!'],
} as const;
