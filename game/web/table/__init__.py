"""The table: the felt, the hands, the stock, the trick, the header, the result and the log."""
