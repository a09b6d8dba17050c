c BLOCK DATA: only declarations and DATA.
      block data bad
      integer k, m
      common /c/ k
      data k /1/
      data m /2/
C ERROR: 'm' cannot be initialised by DATA: only variables in COMMON can be initialised in BLOCK DATA
      k = 3
C ERROR: a BLOCK DATA unit may only hold declarations and DATA statements
      end block data bad

      program p
      integer k
      common /c/ k
      data k /5/
C ERROR: 'k' cannot be initialised by DATA: it is in COMMON: initialise it in a BLOCK DATA unit
      call bad
C ERROR: 'bad' is a BLOCK DATA unit of this file, not a subroutine
      print *, k
      end
