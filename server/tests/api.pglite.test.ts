import { describeApi } from './support/api-suite';

describeApi('pglite');
