import { blockRegistry } from '../../../blocks';
import type { BlockRegistry } from '../../../renderer/block-definition';
import { migrateDocument } from '../../../renderer/migrate';
import { createDocumentValidator, type DocumentError } from '../../../renderer/validate';
import type { PageDocument } from '../../../schemas/page-document';
import { AppError } from '../../http/app-error';
import { sanitizeDocument } from './sanitize-document';

/** Turns any input into a document fit to store, or throws 400 page.invalid_document with JSON pointers. */
export type DocumentPipeline = (input: unknown) => PageDocument;

function invalid(errors: DocumentError[]): AppError {
  return new AppError(400, 'page.invalid_document', 'The page document is not valid.', errors);
}

/** A document shaped enough for the migrations to walk (the validator reports anything else). */
function looksMigratable(input: unknown): input is PageDocument {
  if (typeof input !== 'object' || input === null) return false;
  const blocks = (input as { blocks?: unknown }).blocks;
  return Array.isArray(blocks) && blocks.every((b) => typeof b === 'object' && b !== null && typeof (b as { v?: unknown }).v === 'number');
}

/**
 * Builds the save/release pipeline for a registry, compiling the validators once:
 * migrate blocks to their current versions → validate → sanitize rich text → validate again
 * (sanitizing may change lengths, and what is stored must always be valid).
 */
export function createDocumentPipeline(registry: BlockRegistry): DocumentPipeline {
  const validate = createDocumentValidator(registry);
  return (input) => {
    let migrated: unknown = input;
    if (looksMigratable(input)) {
      try {
        migrated = migrateDocument(input, registry);
      } catch {
        migrated = input; // a block without a migration path: the validator names it
      }
    }
    const checked = validate(migrated);
    if (!checked.ok) throw invalid(checked.errors);
    const clean = validate(sanitizeDocument(checked.document, registry));
    if (!clean.ok) throw invalid(clean.errors);
    return clean.document;
  };
}

let shared: DocumentPipeline | undefined;

/** The pipeline for the app's block registry, compiled on first use and then reused. */
export function documentPipeline(): DocumentPipeline {
  shared ??= createDocumentPipeline(blockRegistry);
  return shared;
}
