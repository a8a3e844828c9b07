"""Docs fragments one game's pages need, a module per game; each game's
registry entry names the functions (``module:function``) that write them."""
