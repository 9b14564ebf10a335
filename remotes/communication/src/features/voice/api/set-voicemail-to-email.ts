import { useServiceChange } from '../../service-frame';

/** communication.SetVoicemailToEmail: once it is done, every query of the service is asked again. */
export const useSetVoicemailToEmail = (serviceTag: string) => useServiceChange('communication.SetVoicemailToEmail', serviceTag);
