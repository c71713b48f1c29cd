import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { blockNodeSchema, pageDocumentSchema, PAGE_SCHEMA_VERSION, type BlockNode, type PageDocument } from '../schemas/page-document';
import type { BlockRegistry } from './block-definition';

/** One problem in a document, located by JSON pointer (RFC 6901). */
export interface DocumentError {
  pointer: string;
  message: string;
}

export type ValidationResult = { ok: true; document: PageDocument } | { ok: false; errors: DocumentError[] };
export type DocumentValidator = (input: unknown) => ValidationResult;

/** An ajv instance set up for this project's schemas (custom `x-*` keywords allowed). */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false });
  addFormats(ajv);
  return ajv;
}

function toErrors(errors: ErrorObject[] | null | undefined, base: string): DocumentError[] {
  return (errors ?? []).map((e) => {
    let pointer = base + e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      pointer += `/${escapePointer(String(e.params.additionalProperty))}`;
      message = 'is not allowed here';
    } else if (e.keyword === 'required') {
      pointer += `/${escapePointer(String(e.params.missingProperty))}`;
      message = 'is required';
    } else if (e.keyword === 'propertyNames') {
      pointer += `/${escapePointer(String(e.params.propertyName))}`;
      message = 'is not an allowed name here';
    }
    return { pointer: pointer || '/', message };
  });
}

export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Compiles, once, a validator for whole page documents: the envelope first, then each block's props
 * against its type's schema, at any depth. Returns every error with its JSON pointer.
 */
export function createDocumentValidator(registry: BlockRegistry, ajv: Ajv = createAjv()): DocumentValidator {
  ajv.addSchema(blockNodeSchema);
  const envelope = ajv.compile(pageDocumentSchema);
  const propsValidators = new Map<string, ValidateFunction>();
  for (const def of registry.values()) propsValidators.set(def.type, ajv.compile(def.schema));

  function checkBlocks(blocks: BlockNode[], base: string, seen: Set<string>, errors: DocumentError[]) {
    blocks.forEach((block, index) => {
      const at = `${base}/${index}`;
      if (seen.has(block.id)) errors.push({ pointer: `${at}/id`, message: `duplicates block id ${block.id}` });
      seen.add(block.id);
      const def = registry.get(block.type);
      if (!def) {
        errors.push({ pointer: `${at}/type`, message: `unknown block type "${block.type}"` });
        return;
      }
      if (block.v > def.version) {
        errors.push({
          pointer: `${at}/v`,
          message: `was saved by a newer version of ${block.type} (v${block.v}); this server knows up to v${def.version}`,
        });
        return;
      }
      if (block.v < def.version) {
        errors.push({ pointer: `${at}/v`, message: `is v${block.v}; migrate to v${def.version} before saving` });
        return;
      }
      const validate = propsValidators.get(block.type)!;
      if (!validate(block.props)) errors.push(...toErrors(validate.errors, `${at}/props`));
      for (const [slot, children] of Object.entries(block.slots ?? {})) {
        if (!def.slots?.includes(slot)) {
          errors.push({ pointer: `${at}/slots/${escapePointer(slot)}`, message: `${block.type} has no slot "${slot}"` });
          continue;
        }
        checkBlocks(children, `${at}/slots/${escapePointer(slot)}`, seen, errors);
      }
    });
  }

  return (input) => {
    if (!envelope(input)) return { ok: false, errors: toErrors(envelope.errors, '') };
    const document = input as unknown as PageDocument;
    if (document.schemaVersion > PAGE_SCHEMA_VERSION) {
      return {
        ok: false,
        errors: [{ pointer: '/schemaVersion', message: `was saved by newer code (v${document.schemaVersion}); this server reads up to v${PAGE_SCHEMA_VERSION}` }],
      };
    }
    const errors: DocumentError[] = [];
    checkBlocks(document.blocks, '/blocks', new Set(), errors);
    return errors.length ? { ok: false, errors } : { ok: true, document };
  };
}

/** Validates one block's props (the editor's as-you-type check). */
export function createPropsValidator(registry: BlockRegistry, ajv: Ajv = createAjv()) {
  const cache = new Map<string, ValidateFunction>();
  return (type: string, props: unknown): DocumentError[] => {
    const def = registry.get(type);
    if (!def) return [{ pointer: '', message: `unknown block type "${type}"` }];
    let validate = cache.get(type);
    if (!validate) {
      validate = ajv.compile(def.schema);
      cache.set(type, validate);
    }
    return validate(props) ? [] : toErrors(validate.errors, '');
  };
}
