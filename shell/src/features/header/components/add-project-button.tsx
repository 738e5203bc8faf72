/**
 * The header's "Add Project" (project managers, document 1 section 2): opens the project form
 * that mf-projects exposes, on whatever page the user is. The form is fetched on the first
 * click, not with the header.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { AreaModule, useMyAccess } from '@portal/shared';
import { canCreateProjects } from '@portal/shared/access';

export function AddProjectButton() {
  const access = useMyAccess();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!canCreateProjects(access)) return null;
  return (
    <>
      <Button
        size="sm"
        colorPalette="blue"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Add Project
      </Button>
      {requested && (
        <AreaModule remote="mf_projects" module="./project-form" label="The project form" props={{ open, onClose: () => setOpen(false) }} />
      )}
    </>
  );
}
