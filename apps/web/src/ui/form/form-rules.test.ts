import { describe, expect, it } from 'vitest';
import { isRequired, REQUIRED_MESSAGE, toControllerRules } from './form-rules';

describe('toControllerRules', () => {
  it('gives each rule kind the kit message unless it has its own', () => {
    const validate = () => true as const;
    expect(
      toControllerRules({
        required: true,
        min: 1,
        max: { value: 9, message: 'Nine at most' },
        minLength: 2,
        maxLength: 8,
        pattern: /x/,
        validate,
      }),
    ).toEqual({
      required: { value: true, message: REQUIRED_MESSAGE },
      min: { value: 1, message: 'Must be at least 1' },
      max: { value: 9, message: 'Nine at most' },
      minLength: { value: 2, message: 'Must be at least 2 characters' },
      maxLength: { value: 8, message: 'Must be at most 8 characters' },
      pattern: { value: /x/, message: 'Invalid format' },
      validate,
    });
  });

  it('tells whether a field is required', () => {
    expect(isRequired(undefined)).toBe(false);
    expect(isRequired({ required: false })).toBe(false);
    expect(isRequired({ required: true })).toBe(true);
    expect(isRequired({ required: { value: true, message: 'Pick one' } })).toBe(true);
  });
});
