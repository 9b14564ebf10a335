import { useServiceChange } from '../../service-frame';

/** communication.SetSmsSenderId: once it is done, every query of the service is asked again. */
export const useSetSmsSenderId = (serviceTag: string) => useServiceChange('communication.SetSmsSenderId', serviceTag);
