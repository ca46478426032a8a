import { Icon } from '@blueprintjs/core';
import { Link } from 'wouter';

/** The way back to the Support hub from each of its pages. */
export function BackToSupport() {
  return (
    <Link href="/support" className="support-back">
      <Icon icon="arrow-left" size={14} /> Back to Support
    </Link>
  );
}
