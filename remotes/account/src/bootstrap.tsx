import { mountStandalone } from '@portal/ui/standalone';
import remote from './routes';

mountStandalone(remote);
