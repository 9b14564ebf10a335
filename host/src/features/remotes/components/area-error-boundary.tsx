import { ErrorState } from '@portal/ui';
import { reportError } from '@portal/contract';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../../session/install-error-reporting';
import { checkVersion } from '../../session/version-check';
import { NEEDS_NEWER_PORTAL, needsNewerPortal } from '../version-check';

interface Props {
  areaLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A chunk of the area's code that did not load (not its manifest or entry, which have their own time limit and retries). */
const isMissingChunk = (error: Error) => error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(error.message);

/** One area down never blanks the portal: its failure stays inside its own part of the page. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  /** A chunk that failed is retried once by itself: a deploy may have pruned a release this tab still used. */
  private chunkRetried = false;

  componentDidCatch(error: Error) {
    if (isMissingChunk(error) && !this.chunkRetried) {
      this.chunkRetried = true;
      this.retry();
      return;
    }
    // A newer portal may already be served: the version check then reloads this tab into it.
    if (isChunkLoadError(error) || needsNewerPortal(error)) void checkVersion();
    reportError(error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (needsNewerPortal(this.state.error)) {
      return (
        <ErrorState
          title={NEEDS_NEWER_PORTAL}
          message={`${this.props.areaLabel} cannot open in this version of the portal. The rest of the portal still works.`}
        />
      );
    }
    if (this.state.error) {
      return (
        <ErrorState
          title={`${this.props.areaLabel} is not available right now`}
          message="This part of the portal could not be loaded. The rest of the portal still works."
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
