import type { PortalModule } from '@portal/contract';
import { Checkbox } from '@portal/ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { moduleLabel } from '../modules';

export interface ModuleCheckboxesProps {
  /** The modules that can be given: those of the signed-in person's own token. */
  modules: readonly PortalModule[];
  /** register('portalModules', …): one array field over all the boxes. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A checkbox per portal module, as one named group whose error is read with it. */
export function ModuleCheckboxes({ modules, registration, error }: ModuleCheckboxesProps) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      style={{ border: 0, margin: '8px 0 0', padding: 0, minWidth: 0 }}
    >
      <legend style={{ fontWeight: 600, marginBottom: 4, padding: 0 }}>Modules they may use</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))', columnGap: 16 }}>
        {modules.map((module) => (
          <Checkbox key={module} label={moduleLabel(module)} value={module} {...registration} />
        ))}
      </div>
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
