import { Button, Tooltip, type ButtonProps } from '@blueprintjs/core';
import type { Permission } from '@gsg/shared';
import { usePermission } from '../state/permissions.ts';

/**
 * A button for an action that needs a permission: disabled, with a tooltip saying why, for a role that
 * lacks it. The tooltip sits on a wrapper because a disabled button receives no pointer events.
 */
export function GatedButton({ permission, ...props }: ButtonProps & { permission: Permission }) {
  const { allowed, reason } = usePermission(permission);
  if (allowed) return <Button {...props} />;
  return (
    <Tooltip content={reason} placement="top">
      <span className="gated-control" tabIndex={0} aria-label={`${props.text ?? props['aria-label'] ?? ''} (${reason})`}>
        <Button {...props} disabled />
      </span>
    </Tooltip>
  );
}
