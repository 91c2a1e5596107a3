import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from './i18n';

function ErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" borderLeftWidth="4px" borderColor="red.700" bg="red.50" p="6" borderRadius="md">
      <Heading as="h1" size="xl" color="red.800" mb="2">
        {t('errorBoundary.title')}
      </Heading>
      <Text color="red.800" fontFamily="mono" whiteSpace="pre-wrap" mb="4">
        {error.message}
      </Text>
      <Button variant="outline" onClick={onRetry}>
        {t('errorBoundary.retry')}
      </Button>
    </Box>
  );
}

interface Props {
  children: ReactNode;
  /** a change (the location) clears the error */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render errors inside a route and shows 'Error occured' with the error text. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
