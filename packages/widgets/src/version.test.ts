import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { VERSION } from './version';

describe('VERSION', () => {
  it('equals the version in package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
