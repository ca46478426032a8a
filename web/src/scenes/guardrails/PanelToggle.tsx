import { Button, type IconName } from '@blueprintjs/core';

/** The button that opens and closes one of the policy dialog's panels (Test policy, Test on past traffic). */
export function PanelToggle({ icon, text, open, controls, onToggle }: { icon: IconName; text: string; open: boolean; controls: string; onToggle: () => void }) {
  return <Button variant="minimal" icon={icon} endIcon={open ? 'chevron-up' : 'chevron-down'} text={text} aria-expanded={open} aria-controls={controls} onClick={onToggle} />;
}
