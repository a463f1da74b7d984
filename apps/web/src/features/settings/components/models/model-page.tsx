import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { useModel } from '../../api/get-model';
import { ModelForm } from './model-form';
import { ModelView } from './model-view';

const ACTIONS = ['add', 'edit', 'duplicate', 'view'] as const;
type TModelAction = (typeof ACTIONS)[number];

function isModelAction(action: string | undefined): action is TModelAction {
  return ACTIONS.some((known) => known === action);
}

/** A page that cannot be shown: why, and the way back to the settings overview. */
function PageProblem({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{text}</Alert>
      <Link component={RouterLink} to="/settings">
        Back to Settings
      </Link>
    </Stack>
  );
}

/** Edit, duplicate or view: the saved model first, then the form or the view. */
function SavedModel({ action, model }: { action: Exclude<TModelAction, 'add'>; model: string }) {
  const detail = useModel(model);
  if (detail.isError) {
    return <PageProblem title={model} text={errorMessage(detail.error)} />;
  }
  if (!detail.data) {
    return (
      <LoadingOverlay loading>
        <div style={{ minHeight: 240 }} />
      </LoadingOverlay>
    );
  }
  if (action === 'view') return <ModelView detail={detail.data} />;
  // Keyed so that going from one model or action to another starts a fresh form.
  return <ModelForm key={`${action}/${model}`} mode={action} source={detail.data} />;
}

/**
 * /settings/model/:action/:model? (spec §2): add a model, or edit, duplicate or view the one
 * named in the address. Any other action says so and links back to /settings.
 */
export function ModelPage() {
  const { action, model } = useParams<{ action: string; model?: string }>();
  let page;
  if (!isModelAction(action)) {
    page = (
      <PageProblem
        title="Page not found"
        text={`“${action ?? ''}” is not a model page: use add, edit, duplicate or view.`}
      />
    );
  } else if (action === 'add') {
    page = <ModelForm mode="add" />;
  } else if (!model) {
    page = <PageProblem title="No model chosen" text={`Choose a model to ${action}.`} />;
  } else {
    page = <SavedModel action={action} model={model} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {page}
    </Container>
  );
}
