import { ErrorState } from '@portal/ui';
import { reportError } from '@portal/contract';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../../session/install-error-reporting';
import { checkVersion } from '../../session/version-check';

interface Props {
  areaLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

/** One area down never blanks the portal: its failure stays inside its own part of the page. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    if (isChunkLoadError(error)) void checkVersion();
    reportError(error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
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
