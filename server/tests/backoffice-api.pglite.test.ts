import { describeBackoffice } from './backoffice-suite';

describeBackoffice('pglite', 12011);
