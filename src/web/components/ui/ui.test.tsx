import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cn } from '#web/lib/cn';
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  confirmWordError,
  EmptyState,
  ErrorState,
  Field,
  Input,
  matchesConfirmWord,
  PageHeader,
  Select,
  Skeleton,
  Tabs,
  TabsList,
  TabsTrigger,
  Textarea,
} from './index';

/** Attributes of the first tag matching `selector` (a tag name), as a map. */
function attrsOf(html: string, tag: string): Record<string, string> {
  const match = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!match) throw new Error(`no <${tag}> in ${html}`);
  const attrs: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/([\w-:]+)(?:="([^"]*)")?/g)) attrs[name!] = value ?? '';
  return attrs;
}

describe('cn', () => {
  it('joins truthy class names', () => {
    expect(cn('a', false, null, undefined, '', 'b', 0, 'c')).toBe('a b c');
    expect(cn()).toBe('');
  });
});

describe('Button', () => {
  it('sets aria-busy, disables and shows a spinner when loading', () => {
    const html = renderToString(<Button loading>Save</Button>);
    const attrs = attrsOf(html, 'button');
    expect(attrs['aria-busy']).toBe('true');
    expect('disabled' in attrs).toBe(true);
    expect(attrs.type).toBe('button');
    expect(html).toContain('<svg');
    expect(html).toContain('Save');
  });

  it('has no aria-busy when idle and applies variant classes', () => {
    const html = renderToString(
      <Button variant="danger" size="sm" type="submit">
        Delete
      </Button>,
    );
    const attrs = attrsOf(html, 'button');
    expect(attrs['aria-busy']).toBeUndefined();
    expect('disabled' in attrs).toBe(false);
    expect(attrs.type).toBe('submit');
    expect(attrs.class).toContain('bg-danger');
    expect(attrs.class).toContain('h-8');
  });

  it('exports buttonClasses for links styled as buttons', () => {
    expect(buttonClasses('primary', 'lg')).toContain('bg-primary');
    expect(buttonClasses('secondary', 'md', 'w-full')).toMatch(/border-border-strong.*w-full$/);
  });
});

describe('Field', () => {
  it('renders the error with role=alert linked by aria-describedby', () => {
    const html = renderToString(
      <Field label="E-mail" htmlFor="email" error="Invalid e-mail" hint="We never share it">
        <Input type="email" />
      </Field>,
    );
    const label = attrsOf(html, 'label');
    const input = attrsOf(html, 'input');
    expect(label.for).toBe('email');
    expect(input.id).toBe('email');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('email-hint email-error');
    expect(html).toMatch(/<p role="alert" id="email-error"[^>]*>.*Invalid e-mail/);
    expect(html).toContain('id="email-hint"');
  });

  it('omits the alert and aria-invalid without an error, keeps the control own describedby', () => {
    const html = renderToString(
      <Field label="Notes" htmlFor="notes">
        <Textarea aria-describedby="extra" />
      </Field>,
    );
    const textarea = attrsOf(html, 'textarea');
    expect(textarea.id).toBe('notes');
    expect(textarea['aria-invalid']).toBeUndefined();
    expect(textarea['aria-describedby']).toBe('extra');
    expect(html).not.toContain('role="alert"');
  });

  it('wires Select and Checkbox too', () => {
    const select = renderToString(
      <Field label="Status" htmlFor="status" error="Required">
        <Select defaultValue="new">
          <option value="new">New</option>
        </Select>
      </Field>,
    );
    expect(attrsOf(select, 'select')['aria-describedby']).toBe('status-error');
    const box = renderToString(<Checkbox label="Visible to client" defaultChecked />);
    expect(attrsOf(box, 'input').type).toBe('checkbox');
    expect(box).toMatch(/<label[^>]*><input[^>]*>.*Visible to client/);
  });
});

describe('type-to-confirm', () => {
  it('matches the word exactly', () => {
    expect(matchesConfirmWord('DELETE', 'DELETE')).toBe(true);
    expect(matchesConfirmWord('delete', 'DELETE')).toBe(false);
    expect(matchesConfirmWord(' DELETE', 'DELETE')).toBe(false);
    expect(matchesConfirmWord('DELETE ', 'DELETE')).toBe(false);
    expect(matchesConfirmWord('', 'DELETE')).toBe(false);
    expect(matchesConfirmWord('ARCHIVE', 'ARCHIVE')).toBe(true);
  });

  it('builds the spec message with the word substituted', () => {
    expect(confirmWordError('DELETE')).toBe('You must type "DELETE" exactly to confirm');
    expect(confirmWordError('REMOVE')).toBe('You must type "REMOVE" exactly to confirm');
  });
});

describe('display components', () => {
  it('render server-side with the expected semantics', () => {
    const html = renderToString(
      <>
        <PageHeader title="My Trips" subtitle="Manage all your travel plans in one place" actions={<Button>New</Button>} />
        <Card>
          <CardHeader>
            <CardTitle>Paris</CardTitle>
          </CardHeader>
          <CardContent>
            <Badge tone="green">confirmed</Badge>
          </CardContent>
        </Card>
        <EmptyState title="No clients found" />
        <ErrorState title="Erreur d'accès" message="Try again" />
        <Skeleton className="h-4 w-20" />
        <Tabs defaultValue="trips">
          <TabsList aria-label="Dashboard">
            <TabsTrigger value="trips" count={12}>
              Trips
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </>,
    );
    expect(html).toMatch(/<h1[^>]*>My Trips<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Paris<\/h2>/);
    expect(html).toContain('bg-emerald-50');
    expect(html).toContain('No clients found');
    expect(html).toMatch(/role="alert"[^>]*>.*Erreur d(&#x27;|')accès/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"/);
    expect(html).toMatch(/Trips.*>12</);
  });
});
