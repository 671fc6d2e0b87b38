"""The page glue: the only part of ``game`` that imports pyscript, js or pyodide."""
