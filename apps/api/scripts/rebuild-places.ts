// npm run search:rebuild-places
// Derives every listing's search rows (listing_places) afresh from the gazetteer: run it after
// nepal-places.json changed (DATABASE_URL, else PGlite in DATA_DIR with the server stopped).
// See docs/operations.md.
import { loadConfig } from '../src/config';
import { exitOnStartupError } from '../src/lib/startup-error';
import { rebuildPlacesIn } from '../src/modules/listings/rebuild-places';

try {
  const started = performance.now();
  const result = await rebuildPlacesIn(loadConfig());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Read ${result.listings} listings in ${seconds} s: the search rows of ${result.changed} changed ` +
      `(${result.removed} rows removed, ${result.written} added or corrected).`,
  );
} catch (error) {
  exitOnStartupError(error);
}
