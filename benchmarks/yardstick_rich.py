"""The rich yardstick: a minimal Typer app whose command prints a two-row rich table."""

import typer

app = typer.Typer()


@app.command()
def main() -> None:
    """Print a small table."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title="Game 1")
    for column in ("Team", "Score"):
        table.add_column(column)
    table.add_row("Anna & Beat", "1234")
    table.add_row("Cla & Dora", "987")
    Console().print(table)


if __name__ == "__main__":
    app()
