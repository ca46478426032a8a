import { Callout } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';

/** A spec route whose screen is not built yet: its title, and no invented content. */
export function PendingScene({ title, subtitle }: ScreenProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Callout icon="build" className="pending-note">
        The content of this screen is not built yet.
      </Callout>
    </>
  );
}
