! Misused intrinsic subroutines and run-time library functions.
program intrinsic_subroutines
  implicit none
  real :: t, a(10)
  integer :: c, ia(10), small(3), n
  double precision :: d
  character(len=8) :: s
  logical :: flag
  call cpu_time()                    ! ERROR: argument 'time' of CPU_TIME is missing
  call cpu_time(c)                   ! ERROR: expected a REAL variable, found INTEGER(4)
  call cpu_time(1.0)                 ! ERROR: this argument must be a variable (a REAL variable)
  call cpu_time(a)                   ! ERROR: this argument must be a scalar variable (a REAL variable), not an array
  call cpu_time(t, d)                ! ERROR: too many arguments for CPU_TIME
  call system_clock(count=c, count=c)  ! ERROR: argument 'count' of SYSTEM_CLOCK is given twice
  call system_clock(counts=c)        ! ERROR: SYSTEM_CLOCK has no argument named 'COUNTS'
  call system_clock(count_rate=c, c) ! ERROR: a positional argument cannot follow a named one
  call system_clock(count_max=t)     ! ERROR: expected an INTEGER variable, found REAL(4)
  call random_number(ia)             ! ERROR: expected a REAL array, found INTEGER(4)
  call random_number(c)              ! ERROR: expected a REAL variable, found INTEGER(4)
  call random_seed(size=n, put=small)  ! ERROR: RANDOM_SEED takes at most one of SIZE, PUT and GET
  call random_seed(put=a)            ! ERROR: PUT of RANDOM_SEED must be an INTEGER array, found REAL(4)
  call random_seed(get=small(1))     ! ERROR: GET of RANDOM_SEED must be a whole INTEGER array (not distributed)
  call date_and_time(s, c)           ! ERROR: expected a CHARACTER variable, found INTEGER(4)
  call get_command_argument(value=s) ! ERROR: argument 'number' of GET_COMMAND_ARGUMENT is missing
  call get_command_argument(1.5, s)  ! ERROR: expected INTEGER, found REAL(4)
  call get_environment_variable('HOME', s, trim_name=1)  ! ERROR: expected LOGICAL, found INTEGER(4)
  call mvbits(1_8, 0, 2, c, 0)       ! ERROR: FROM of MVBITS must have the kind of TO (INTEGER(4)), found INTEGER(8)
  call execute_command_line('ls')    ! ERROR: the intrinsic subroutine EXECUTE_COMMAND_LINE is not supported yet
  n = command_argument_count(1)      ! ERROR: COMMAND_ARGUMENT_COUNT takes no arguments
  flag = .true.
  print *, t, c, ia, small, n, d, s, flag
end program intrinsic_subroutines

subroutine own_get_command()
  ! A program's own procedure of an intrinsic subroutine's name is called instead.
  call get_command(1, 2, 3)
end subroutine own_get_command

subroutine get_command(a, b, c)
  integer :: a, b, c
  print *, a + b + c
end subroutine get_command

module opt_mod
contains
  subroutine two(a, b, c)
    integer :: a
    integer, optional :: b, c
    logical :: p
    p = present(a)        ! ERROR: the argument of PRESENT must be an OPTIONAL dummy argument of this procedure
    p = present(b) .and. present(c)
  end subroutine two
end module opt_mod

subroutine optional_calls()
  use opt_mod
  integer :: i
  call two(1)
  call two(1, c=3)
  call two(b=2)           ! ERROR: bad call of 'two': its argument 'a' is missing (it is not OPTIONAL) (SUBROUTINE TWO at line 46)
  call two(1, d=2)        ! ERROR: bad call of 'two': it has no dummy argument named 'd' (SUBROUTINE TWO at line 46)
  call two(1, 2, 3, 4)    ! ERROR: bad call of 'two': it takes 3 arguments but 4 are given (SUBROUTINE TWO at line 46)
  call two(a=1, 2)        ! ERROR: a positional argument cannot follow a named one
  call elsewhere(k=1)     ! ERROR: the keyword argument 'k' needs an explicit interface of 'elsewhere' (a module procedure, an internal procedure, an INTERFACE block or a procedure of this file)
  i = 0
end subroutine optional_calls

subroutine more_intrinsics()
  integer :: i
  real :: x
  character(len=4) :: s
  i = merge(1, 2, 3)                  ! ERROR: the MASK of MERGE must be LOGICAL, found INTEGER(4)
  x = merge(1.0, 2, .true.)           ! ERROR: TSOURCE and FSOURCE of MERGE must have one type, found REAL(4) and INTEGER(4)
  i = index(s, 'a', 1)                ! ERROR: BACK of INDEX must be LOGICAL, found INTEGER(4)
  i = popcnt(x)                       ! ERROR: argument of POPCNT must be INTEGER, found REAL(4)
  x = erf(i)                          ! ERROR: argument of ERF must be REAL, found INTEGER(4)
end subroutine more_intrinsics
