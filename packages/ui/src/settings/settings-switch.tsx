import { useId } from 'react';

/** A labelled on/off switch (`role="switch"`, `data-state="on|off"`). */
export function SettingsSwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  const labelId = useId();
  return (
    <div data-slot="settings-switch" className="rb-settings-switch">
      <span id={labelId} className="rb-settings-switch__label">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        data-state={checked ? 'on' : 'off'}
        className="rb-settings-switch__control"
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="rb-settings-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
