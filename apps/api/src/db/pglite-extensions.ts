import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions the migrations create (trigram search, distances on the earth). */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };
