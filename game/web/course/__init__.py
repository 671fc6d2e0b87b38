"""The course: lessons played on the table, their desk and their box."""
