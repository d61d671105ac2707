// Canonical folding and word forms, the parts of the scorer that need no model.
import { describe, expect, it } from 'vitest';
import { answerWinKeys, foldWord, winKey } from '../../src/scoring/fold.ts';
import { areForms } from '../../src/scoring/forms.ts';

describe('canonical folding', () => {
  it('ignores case, accents and the punctuation around a word', () => {
    expect(foldWord('Sofa!')).toBe('sofa');
    expect(foldWord('“CAFÉ,”')).toBe('cafe');
    expect(foldWord('naïve')).toBe(foldWord('naive'));
  });

  it("reads a possessive as its owner, with either apostrophe", () => {
    expect(foldWord("spider's")).toBe('spider');
    expect(foldWord('spider’s')).toBe('spider');
    expect(foldWord("spiders'")).toBe('spiders');
  });

  it('closes up hyphenated and apostrophised compounds', () => {
    expect(foldWord("jack-o'-lanterns")).toBe('jackolanterns');
    expect(foldWord('ice-cream')).toBe('icecream');
    expect(winKey(['jack', 'o', 'lanterns'])).toBe(winKey(["jack-o'-lanterns"]));
    expect(winKey(['ice', 'cream', 'cone'])).toBe(winKey(['ice-cream', 'cone']));
    expect(winKey(['icecream', 'cone'])).toBe(winKey(['ice', 'cream', 'cone']));
  });

  it('spells British words the American way, from the list, not a handful of rules', () => {
    expect(foldWord('colour')).toBe('color');
    expect(foldWord('Harbour')).toBe('harbor');
    expect(foldWord('neighbours')).toBe('neighbors');
    expect(foldWord('theatre')).toBe('theater');
    expect(foldWord('grey')).toBe('gray');
    expect(foldWord('pyjamas')).toBe('pajamas');
    // Words that only look like a rule must stay as they are.
    expect(foldWord('rise')).toBe('rise');
    expect(foldWord('four')).toBe('four');
  });

  it("lets a possessive answer win written with or without its apostrophe, but not a plain plural elsewhere", () => {
    const keys = answerWinKeys(["spider's", 'webs']);
    for (const guess of [["spider's", 'webs'], ['spiders', 'webs'], ['spider', 'webs'], ['Spider’s', 'Webs']]) expect(keys).toContain(winKey(guess));
    expect(keys).not.toContain(winKey(['spider', 'web']));
    expect(answerWinKeys(['a', 'pot'])).not.toContain(winKey(['a', 'pots']));
    expect(answerWinKeys(["horses'", 'field'])).toContain(winKey(['horse', 'field']));
  });
});

describe('word forms', () => {
  it.each([
    ['pots', 'pot'],
    ['spiders', 'spider'],
    ['falls', 'falling'],
    ['kayaking', 'kayak'],
    ['ran', 'run'],
    ['slept', 'sleeping'],
    ['mice', 'mouse'],
    ['leaves', 'leaf'],
    ['bigger', 'big'],
    ['happiest', 'happy'],
    ['taller', 'tall'],
  ])('knows %s as a form of %s', (a, b) => {
    expect(areForms(a, b)).toBe(true);
    expect(areForms(b, a)).toBe(true);
  });

  it.each([
    ['cat', 'dog'],
    ['the', 'they'],
    ['a', 'an'],
    ['storm', 'thunder'],
  ])('does not take %s for a form of %s', (a, b) => {
    expect(areForms(a, b)).toBe(false);
  });
});
