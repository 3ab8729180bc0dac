import { describe, expect, it } from 'vitest';
import { templateNameKey, templateNameTaken } from './cart-templates';

describe('cart template names', () => {
  it('are the same name whatever their case and spacing', () => {
    expect(templateNameKey('  Uuden   MYYJÄN paketti ')).toBe('uuden myyjän paketti');
    expect(templateNameTaken(['Uuden myyjän paketti', 'Kuljettaja'], 'uuden  myyjän PAKETTI')).toBe(true);
  });

  it('are free when no template of the company has them', () => {
    expect(templateNameTaken([], 'Kuljettaja')).toBe(false);
    expect(templateNameTaken(['Kuljettaja'], 'Kuljettajan paketti')).toBe(false);
  });
});
