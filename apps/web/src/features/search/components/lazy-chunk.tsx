import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ChunkBoundary } from './chunk-boundary';

interface LazyChunkProps<P extends object> {
  /** The chunk's download (a dynamic import whose default export is the component). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  loadingClassName: string;
  failedClassName: string;
  text: { loading: string; failed: string; retry: string };
}

/** A component whose code loads the first time it is shown, with Try again if the download fails. */
export function LazyChunk<P extends object>({
  load,
  props,
  loadingClassName,
  failedClassName,
  text,
}: LazyChunkProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Try again really fetches the chunk again.
  const [Chunk, setChunk] = useState(() => lazy(load));
  const retry = () => {
    setChunk(() => lazy(load));
    setAttempt((value) => value + 1);
  };
  const failed = (
    <div role="alert" className={failedClassName}>
      <p>{text.failed}</p>
      <button type="button" className="button" onClick={retry}>
        {text.retry}
      </button>
    </div>
  );
  return (
    <ChunkBoundary key={attempt} fallback={failed}>
      <Suspense
        fallback={
          <p role="status" className={loadingClassName}>
            {text.loading}
          </p>
        }
      >
        <Chunk {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
