import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { SIGN_IN_PATH } from '../navigation.ts';
import { signOut, useAuth } from '../state/auth.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function AccountMenu() {
  const { me } = useAuth();
  const [, navigate] = useLocation();
  const name = me?.fullName ?? '';

  const menu = (
    <Menu aria-label="My Account">
      <MenuDivider title="My Account" />
      <MenuItem icon="user" text="Profile Settings" onClick={() => navigate('/profile-settings')} />
      <MenuItem icon="lock" text="Security" onClick={() => navigate('/account-security')} />
      <MenuDivider />
      <MenuItem
        icon="log-out"
        text="Sign Out"
        onClick={async () => {
          await signOut();
          navigate(SIGN_IN_PATH, { replace: true });
        }}
      />
    </Menu>
  );

  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" endIcon="caret-down" className="account-menu__trigger" aria-label={`Account menu: ${name}`}>
        <span className="account-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="account-menu__name">{name}</span>
      </Button>
    </Popover>
  );
}
