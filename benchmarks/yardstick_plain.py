"""The plain yardstick: a minimal Typer app whose command prints a line."""

import typer

app = typer.Typer()


@app.command()
def main() -> None:
    """Print one line."""
    typer.echo("Game 1: Anna & Beat 1234 – 987 Cla & Dora")


if __name__ == "__main__":
    app()
