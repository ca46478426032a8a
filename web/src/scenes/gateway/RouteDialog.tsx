import { useState, type FormEvent } from 'react';
import { Callout, Checkbox, Dialog, DialogBody, FormGroup, InputGroup, Switch, type Intent } from '@blueprintjs/core';
import type { GatewayRoute } from '@gsg/shared';
import { addGatewayRoute, updateGatewayRoute, useGateway } from '../../state/gateway-routes.ts';
import { FormFooter } from '../settings/SettingsListSection.tsx';

interface Draft {
  name: string;
  modelPattern: string;
  upstreamUrl: string;
  apiKey: string;
  removeKey: boolean;
  enabled: boolean;
}

const draftOf = (route: GatewayRoute | null): Draft => ({
  name: route?.name ?? '',
  modelPattern: route?.modelPattern ?? '',
  upstreamUrl: route?.upstreamUrl ?? '',
  apiKey: '',
  removeKey: false,
  enabled: route?.enabled ?? true,
});

/**
 * Adds a model route, or changes one (`route`). The key is write-only: a stored one is never shown, an
 * empty field keeps it, and it can be removed. The server judges the fields; its refusal is shown here.
 */
export function RouteDialog({ route, onClose }: { route: GatewayRoute | null; onClose: () => void }) {
  const { saving } = useGateway();
  const [draft, setDraft] = useState<Draft>(() => draftOf(route));
  const [failure, setFailure] = useState<{ message: string; fields: Set<string> } | null>(null);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const intentOf = (field: string): Intent => (failure?.fields.has(`body.${field}`) ? 'danger' : 'none');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { name, modelPattern, upstreamUrl, enabled } = draft;
    const apiKey = draft.apiKey.trim();
    const result = route
      ? await updateGatewayRoute(route.id, { name, modelPattern, upstreamUrl, enabled, ...(draft.removeKey ? { apiKey: null } : apiKey ? { apiKey } : {}) })
      : await addGatewayRoute({ name, modelPattern, upstreamUrl, enabled, ...(apiKey ? { apiKey } : {}) });
    if (result.ok) onClose();
    else setFailure({ message: result.message, fields: new Set(result.fields?.map((f) => f.path)) });
  };

  const keyHelp = route?.keySet
    ? 'A key is stored. Leave this empty to keep it; a new one replaces it. It is never shown again.'
    : 'Sent to the upstream as a bearer token. Kept encrypted and never shown again; leave empty for an upstream that asks for none.';

  return (
    <Dialog isOpen onClose={onClose} title={route ? `Edit ${route.name}` : 'Add model route'} className="gateway-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" className="gateway-dialog__error" role="alert">
              {failure.message}
              {failure.fields.size > 0 && `: ${[...failure.fields].map((f) => f.replace(/^body\./, '')).join(', ')}`}
            </Callout>
          )}
          <FormGroup label="Name" labelFor="route-name" labelInfo="*" intent={intentOf('name')}>
            <InputGroup id="route-name" required value={draft.name} onValueChange={set('name')} placeholder="OpenAI" intent={intentOf('name')} />
          </FormGroup>
          <FormGroup
            label="Model name or pattern"
            labelFor="route-pattern"
            labelInfo="*"
            intent={intentOf('modelPattern')}
            helperText="An exact model name, or a pattern where * stands for any characters and ? for one: gpt-4o*, claude-*. Case does not matter."
          >
            <InputGroup id="route-pattern" required value={draft.modelPattern} onValueChange={set('modelPattern')} placeholder="gpt-4o*" intent={intentOf('modelPattern')} />
          </FormGroup>
          <FormGroup
            label="Upstream base URL"
            labelFor="route-url"
            labelInfo="*"
            intent={intentOf('upstreamUrl')}
            helperText="An OpenAI-compatible API, ending in /v1. https://, or plain http:// only on this machine (localhost)."
          >
            <InputGroup id="route-url" type="url" required value={draft.upstreamUrl} onValueChange={set('upstreamUrl')} placeholder="https://api.openai.com/v1" intent={intentOf('upstreamUrl')} />
          </FormGroup>
          <FormGroup label="API key" labelFor="route-key" intent={intentOf('apiKey')} helperText={keyHelp}>
            <InputGroup
              id="route-key"
              type="password"
              autoComplete="off"
              value={draft.apiKey}
              onValueChange={set('apiKey')}
              disabled={draft.removeKey}
              placeholder={route?.keySet ? 'Stored: leave empty to keep it' : 'sk-…'}
              intent={intentOf('apiKey')}
            />
          </FormGroup>
          {route?.keySet && <Checkbox label="Remove the stored key" checked={draft.removeKey} onChange={(e) => set('removeKey')(e.currentTarget.checked)} />}
          <Switch label="Enabled: requests for matching models take this route" checked={draft.enabled} onChange={(e) => set('enabled')(e.currentTarget.checked)} />
        </DialogBody>
        <FormFooter onCancel={onClose} submitText={route ? 'Save route' : 'Add route'} saving={saving} />
      </form>
    </Dialog>
  );
}
