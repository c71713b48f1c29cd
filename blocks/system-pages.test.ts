import { describe, expect, it } from 'vitest';
import { createDocumentValidator } from '../renderer/validate';
import { blockRegistry } from './index';
import { SYSTEM_PAGE_CODES, systemPageDefault } from './system-pages';

describe('system page defaults', () => {
  const validate = createDocumentValidator(blockRegistry);
  it.each(SYSTEM_PAGE_CODES)('%s is a valid document', (code) => {
    const result = validate(systemPageDefault(code));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});
