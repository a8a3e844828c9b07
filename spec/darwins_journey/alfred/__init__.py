"""Alfred, the solo bot of Darwin's Journey, playing inside the base-game model.

clauses   every rule of Alfred, citing the rulebook's solo section and the short
          description where each states it
rulings   where the two sources differ or leave a question open
data      his Action cards, Bonus Track cards and four boards (community data;
          what no source gives is assumed)
tracks    his Coin track (capped at 12) and his bonus worker
turn      his turn: the card drawn, its options tried in order, the worker
          and the location chosen
actions   how he carries out each action where his rules differ
game      the solo setup, his steps in the round, the winner, whole games
"""
