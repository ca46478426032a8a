import { Button, Menu, MenuDivider, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { SIGN_IN_PATH } from '../navigation.ts';
import { signOut, useAuth } from '../state/auth.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { usePermission } from '../state/permissions.ts';
import { setTheme, useTheme, type Theme } from '../state/ui.ts';

const THEME_CHOICES: ReadonlyArray<{ theme: Theme; text: string; icon: IconName }> = [
  { theme: 'light', text: 'Light', icon: 'flash' },
  { theme: 'dark', text: 'Dark', icon: 'moon' },
  { theme: 'system', text: 'System', icon: 'desktop' },
];

export function AccountMenu() {
  const { me } = useAuth();
  const [, navigate] = useLocation();
  const name = me?.fullName ?? '';
  const theme = useTheme();
  const auditReader = usePermission('audit.read');

  const menu = (
    <Menu aria-label="My Account">
      <MenuDivider title="My Account" />
      <MenuItem icon="user" text="Profile Settings" onClick={() => navigate('/profile-settings')} />
      <MenuItem icon="lock" text="Security" onClick={() => navigate('/account-security')} />
      {auditReader.allowed && <MenuItem icon="history" text="Audit Log" onClick={() => navigate('/audit-log')} />}
      <MenuDivider title="Theme" />
      {THEME_CHOICES.map((choice) => (
        <MenuItem
          key={choice.theme}
          roleStructure="listoption"
          icon={choice.icon}
          text={choice.text}
          selected={theme === choice.theme}
          onClick={() => setTheme(choice.theme)}
        />
      ))}
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
        <UserAvatar className="account-menu__avatar" name={name} url={me?.avatarUrl} />
        <span className="account-menu__name">{name}</span>
      </Button>
    </Popover>
  );
}
