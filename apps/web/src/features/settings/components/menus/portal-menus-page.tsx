import { ZPortalMenus, type TPortalMenus } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { useToast } from '../../../../ui/use-toast';
import { usePortalMenus } from '../../api/get-portal-menus';
import { useSavePortalMenus } from '../../api/save-portal-menus';
import { MenuEntriesEditor } from './menu-entries-editor';

/** The first problem of a draft, said in the screen's words, or undefined. */
function draftProblem(menus: TPortalMenus): string | undefined {
  const parsed = ZPortalMenus.safeParse(menus);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const [menu, index, field] = issue?.path ?? [];
  const where =
    typeof index === 'number'
      ? `${menu === 'support' ? 'SUPPORT' : 'SERVICES'} entry ${index + 1}`
      : 'The menus';
  if (field === 'url') return `${where}: the URL must start with http:// or https://, or be empty.`;
  if (field === 'section' || field === 'name') return `${where}: the ${field} is required.`;
  return `${where}: ${issue?.message ?? 'not valid'}.`;
}

/** The editor, once the saved menus are known (its draft starts from them). */
function MenusForm({ saved }: { saved: TPortalMenus & { updatedAt: string | null } }) {
  const [draft, setDraft] = useState<TPortalMenus>({
    services: saved.services,
    support: saved.support,
  });
  const [problem, setProblem] = useState<string>();
  const save = useSavePortalMenus();
  const toast = useToast();
  const submit = () => {
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    save.mutate(ZPortalMenus.parse(draft), {
      onSuccess: () => toast.show({ severity: 'success', message: 'Menus saved.' }),
    });
  };
  return (
    <Stack spacing={4}>
      <MenuEntriesEditor
        id="menus-services"
        title="SERVICES"
        entries={draft.services}
        onChange={(services) => setDraft({ ...draft, services })}
      />
      <MenuEntriesEditor
        id="menus-support"
        title="SUPPORT"
        entries={draft.support}
        onChange={(support) => setDraft({ ...draft, support })}
      />
      {(problem ?? save.error) && (
        <Alert severity="error">{problem ?? errorMessage(save.error)}</Alert>
      )}
      <Box>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save menus
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * /settings/menus (issue 19 item 2, read-write admins): the SERVICES and SUPPORT entries of the
 * top bar. The Config Converter entry is always first and is not edited here.
 */
export function PortalMenusPage() {
  const menus = usePortalMenus();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Top-bar menus
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The entries of the SERVICES and SUPPORT menus, grouped under their section in the order
        listed. An entry without a URL is hidden. Config Converter is always the first SERVICES
        entry.
        {menus.data &&
          (menus.data.updatedAt
            ? ` Last saved ${new Date(menus.data.updatedAt).toLocaleString()} by ${menus.data.updatedBy ?? 'an admin'}.`
            : ' Built-in defaults: not saved yet.')}
      </Typography>
      {menus.isPending && <LinearProgress aria-label="Loading the menus" />}
      {menus.isError && <Alert severity="error">{errorMessage(menus.error)}</Alert>}
      {menus.data && <MenusForm saved={menus.data} />}
    </Container>
  );
}
