// Standalone QA only: the host never loads this file.
import { mountStandalone } from '@portal/ui/standalone';
import remote from './routes';

mountStandalone(remote, 'Account');
