! A Monte Carlo random walk as transport codes run it: the seed is set with RANDOM_SEED(PUT=)
! (its size from RANDOM_SEED(SIZE=)), walkers step on a lattice by RANDOM_NUMBER, and the
! run checks what every generator must give (values in [0,1), the same stream after the same
! PUT, independence of array and scalar harvests) and a deterministic walk driven by a
! linear congruential generator of its own, whose statistics are printed exactly.
module gx_walk_mod
  implicit none
  integer, parameter :: i8 = selected_int_kind(18)
  integer, parameter :: dp = kind(1.0d0)
  type :: lcg_t
    integer(i8) :: state = 12345_i8
  contains
    procedure :: next => lcg_next
  end type lcg_t
contains
  real(dp) function lcg_next(g)
    class(lcg_t), intent(inout) :: g
    g%state = mod(g%state * 1103515245_i8 + 12345_i8, 2147483648_i8)
    lcg_next = real(g%state, dp) / 2147483648.0_dp
  end function lcg_next

  subroutine walk(g, nwalk, nstep, pos, maxdist)
    type(lcg_t), intent(inout) :: g
    integer, intent(in) :: nwalk, nstep
    integer, intent(out) :: pos(2, nwalk), maxdist
    integer :: w, s
    real(dp) :: r
    pos = 0
    maxdist = 0
    do w = 1, nwalk
      do s = 1, nstep
        r = g%next()
        if (r < 0.25_dp) then
          pos(1, w) = pos(1, w) + 1
        else if (r < 0.5_dp) then
          pos(1, w) = pos(1, w) - 1
        else if (r < 0.75_dp) then
          pos(2, w) = pos(2, w) + 1
        else
          pos(2, w) = pos(2, w) - 1
        end if
        maxdist = max(maxdist, abs(pos(1, w)) + abs(pos(2, w)))
      end do
    end do
  end subroutine walk
end module gx_walk_mod

program gx_random_walk
  use gx_walk_mod
  implicit none
  integer :: nseed, i, maxdist
  integer, allocatable :: seed(:)
  real(dp) :: a(100), b(100), x, mean_r2
  real :: single(50)
  integer :: pos(2, 64), hits(-3:3)
  type(lcg_t) :: g

  call random_seed(size=nseed)
  allocate (seed(nseed))
  seed = [(104729 * i + 7, i = 1, nseed)]
  call random_seed(put=seed)
  call random_number(a)
  call random_seed(put=seed)
  call random_number(b)
  print *, 'same stream', all(a == b)
  print *, 'in range', all(a >= 0.0_dp .and. a < 1.0_dp), minval(a) < 0.2_dp, maxval(a) > 0.8_dp
  call random_number(x)
  call random_number(single)
  print *, 'scalar and single', x >= 0.0_dp .and. x < 1.0_dp, all(single >= 0.0 .and. single < 1.0)
  ! a crude uniformity test loose enough for any decent generator
  call random_seed(put=seed)
  call random_number(a)
  print *, 'mean near half', abs(sum(a) / size(a) - 0.5_dp) < 0.15_dp

  call walk(g, 64, 200, pos, maxdist)
  mean_r2 = sum(real(pos(1, :)**2 + pos(2, :)**2, dp)) / 64
  print '(a,f12.4,i5,2i6)', 'lattice walk', mean_r2, maxdist, sum(pos(1, :)), sum(pos(2, :))
  hits = 0
  do i = 1, 64
    if (abs(pos(1, i)) <= 3) hits(pos(1, i)) = hits(pos(1, i)) + 1
  end do
  print '(a,7i4)', 'hits', hits
  print '(a,i12)', 'state', g%state
end program gx_random_walk
